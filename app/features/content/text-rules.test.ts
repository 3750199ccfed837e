import { describe, expect, it } from "vitest";
import { type Language, languages } from "~/i18n/languages";
import type { Bundles, Namespace } from "~/i18n/namespaces";
import { allTexts, serverT } from "~/i18n/resources.server";
import { checkTexts, problemLine, type TextProblem, textRules } from "./text-rules";
import { checkTypography, typographic } from "./typography-rules";

/** Small texts: `english` in every language, but where `others` gives a language its own. */
const texts = (english: Bundles, others: Partial<Record<Language, Bundles>> = {}) =>
  Object.fromEntries(languages.map((language) => [language, others[language] ?? english])) as Record<Language, Bundles>;

/** The repository's texts, with some texts of one language's namespace changed (to `undefined`: removed). */
function repositoryWith(
  language: Language,
  namespace: Namespace,
  changes: Record<string, (text: string) => string | undefined>,
) {
  const all = structuredClone(allTexts());
  for (const [key, change] of Object.entries(changes)) {
    const path = key.split(".");
    const last = path.pop() ?? "";
    const parent = path.reduce((value, part) => value[part] as Record<string, unknown>, all[language][namespace] ?? {});
    const changed = change(String(parent[last]));
    if (changed === undefined) delete parent[last];
    else parent[last] = changed;
  }
  return all;
}

/**
 * The problems a change to the repository's texts brings, less those the texts already have: a broken text in
 * the files fails the test below, not every test built on them.
 */
const before = new Set(checkTexts(allTexts()).map(problemLine));
const problemsOf = (all: Record<Language, Bundles>): TextProblem[] =>
  checkTexts(all).filter((problem) => !before.has(problemLine(problem)));

describe("the repository's texts", () => {
  it("break no rule", () => {
    expect(checkTexts(allTexts())).toEqual([]);
  });
});

describe("each language against English", () => {
  it("finds a changed placeholder, saying which the English text has", () => {
    const problems = checkTexts(
      texts({ common: { greeting: "Hello {{name}}" } }, { fr: { common: { greeting: "Bonjour {{nom}}" } } }),
    );
    expect(problems).toEqual([
      {
        language: "fr",
        namespace: "common",
        key: "greeting",
        rule: "placeholders_changed",
        detail: { expected: "{{name}}", found: "{{nom}}" },
      },
    ]);
  });

  it("finds a dropped tag", () => {
    const problems = checkTexts(
      texts(
        { contact: { policy: "I accept the <policy>privacy policy</policy>." } },
        { it: { contact: { policy: "Accetto l’informativa sulla privacy." } } },
      ),
    );
    expect(problems).toEqual([
      {
        language: "it",
        namespace: "contact",
        key: "policy",
        rule: "tags_changed",
        detail: { expected: "<policy> </policy>", found: "—" },
      },
    ]);
  });

  it("finds a missing key, an extra one, a missing namespace and a value that is no text", () => {
    const english = { common: { menu: { home: "Home", about: "About us" } }, contact: { title: "Contact" } };
    const problems = checkTexts(
      texts(english, {
        pt: { common: { menu: { home: "Início", about_us: "Sobre nós" } }, contact: { title: "Contato" } },
        es: { common: { menu: { home: "Inicio", about: "Quiénes somos" } } },
        fr: { common: { menu: { home: "Accueil", about: 3 } }, contact: { title: "Contact" } },
      }),
    );
    expect(problems).toEqual([
      { language: "pt", namespace: "common", key: "menu.about", rule: "missing_key" },
      { language: "pt", namespace: "common", key: "menu.about_us", rule: "extra_key" },
      { language: "es", namespace: "contact", key: "", rule: "missing_namespace" },
      { language: "fr", namespace: "common", key: "menu.about", rule: "not_text" },
    ]);
  });

  it("finds the contact form's messages left in English, and only those", () => {
    const english = { contact: { errors: { name_required: "Name is required" }, email: "Email" } };
    const translated = (name_required: string) => ({ contact: { errors: { name_required }, email: "Email" } });
    const problems = checkTexts(
      texts(english, {
        pt: translated("O nome é obrigatório"),
        "pt-PT": translated("O nome é obrigatório"),
        es: translated("El nombre es obligatorio"),
        fr: translated("Le nom est obligatoire"),
      }),
    );
    expect(problems).toEqual([
      { language: "it", namespace: "contact", key: "errors.name_required", rule: "untranslated" },
    ]);
  });
});

describe("typography, in every text", () => {
  it("finds an empty text and a draft left in", () => {
    const problems = checkTexts(
      texts({ common: { a: "Hello", b: "Welcome" } }, { pt: { common: { a: " ", b: "TODO" } } }),
    );
    expect(problems).toEqual([
      { language: "pt", namespace: "common", key: "a", rule: "empty" },
      { language: "pt", namespace: "common", key: "b", rule: "placeholder_text", detail: { found: "TODO" } },
    ]);
  });

  it("finds a straight apostrophe in French and Italian, not in English", () => {
    const problems = checkTexts(
      texts({ common: { a: "The clinic's doctors" } }, { pt: { common: { a: "Os médicos" } } }),
    );
    expect(problems).toEqual([
      { language: "fr", namespace: "common", key: "a", rule: "straight_apostrophe" },
      { language: "it", namespace: "common", key: "a", rule: "straight_apostrophe" },
    ]);
  });

  it("finds an elided word glued to a placeholder", () => {
    const problems = checkTexts(
      texts({ common: { visit: "Visit {{clinic}}" } }, { fr: { common: { visit: "Les médecins d’{{clinic}}" } } }),
    );
    expect(problems).toEqual([
      {
        language: "fr",
        namespace: "common",
        key: "visit",
        rule: "glued_placeholder",
        detail: { found: "d’{{clinic}}" },
      },
    ]);
  });

  it("finds characters the web fonts lack", () => {
    const problems = checkTexts(texts({ common: { a: "Hello" } }, { it: { common: { a: "Ciao ☺ ß" } } }));
    expect(problems).toEqual([
      { language: "it", namespace: "common", key: "a", rule: "unsupported_character", detail: { characters: "☺ ß" } },
    ]);
  });
});

describe("wording", () => {
  it("refuses a painless promise to visitors, not in the staff's texts", () => {
    const problems = checkTexts(
      texts(
        { common: { a: "Quick and painless" }, staff: { a: "The patient says it was painless" } },
        {
          pt: { common: { a: "Rápido" }, staff: { a: "A paciente disse que foi sem dor" } },
          es: { common: { a: "Rápido" }, staff: { a: "Rápido" } },
          fr: { common: { a: "Rapide" }, staff: { a: "Rapide" } },
          it: { common: { a: "Rapido" }, staff: { a: "Rapido" } },
        },
      ),
    );
    expect(problems).toEqual([
      { language: "en", namespace: "common", key: "a", rule: "painless_claim", detail: { found: "painless" } },
    ]);
  });

  it("refuses a medicine's brand and an indirect reference to botulinum toxin everywhere, the staff's texts included", () => {
    const problems = checkTexts(
      texts({ staff: { a: "Botox and other neuromodulators" } }, { pt: { staff: { a: "Toxina botulínica" } } }),
    ).filter((problem) => problem.language === "en");
    expect(problems).toEqual([
      { language: "en", namespace: "staff", key: "a", rule: "prescription_brand", detail: { brands: "botox" } },
      {
        language: "en",
        namespace: "staff",
        key: "a",
        rule: "indirect_toxin_reference",
        detail: { found: "neuromodul" },
      },
    ]);
  });

  it("refuses a physician called a specialist, but where the text is the regulated statement itself", () => {
    const english = { common: { physician: { rqe: "Registered specialist: {{rqe}}" }, intro: "Our specialists" } };
    const problems = checkTexts(texts(english)).filter((problem) => problem.language === "en");
    expect(problems).toEqual([
      { language: "en", namespace: "common", key: "intro", rule: "specialty_claim", detail: { found: "specialists" } },
    ]);
  });

  it("refuses French 'de {{name}}' and a director's title without its article", () => {
    const problems = checkTexts(
      texts(
        { common: { agenda: "{{name}}'s online booking", with: "With {{director}}" } },
        {
          fr: { common: { agenda: "Agenda en ligne de {{name}}", with: "Avec le {{director}}" } },
          pt: { common: { agenda: "Agenda on-line da {{name}}", with: "Com {{director}}" } },
        },
      ),
    ).filter((problem) => problem.language === "fr" || problem.language === "pt");
    expect(problems).toEqual([
      {
        language: "pt",
        namespace: "common",
        key: "with",
        rule: "director_article",
        detail: { example: "a {{director}}" },
      },
      {
        language: "fr",
        namespace: "common",
        key: "agenda",
        rule: "elision_before_name",
        detail: { found: "de {{name}}" },
      },
    ]);
  });

  it("refuses a contact confirmation that calls the request a registration", () => {
    const problems = checkTexts(
      texts(
        { contact: { success_message: "Registration successful! We will contact you soon." } },
        { pt: { contact: { success_message: "Cadastro realizado! Entraremos em contato em breve." } } },
      ),
    ).filter((problem) => problem.language === "pt");
    expect(problems).toEqual([
      {
        language: "pt",
        namespace: "contact",
        key: "success_message",
        rule: "registration_wording",
        detail: { found: "Cadastr" },
      },
    ]);
  });
});

describe("the treatments' texts", () => {
  it("want the trichotest's 40 genes stated", () => {
    const all = repositoryWith("en", "treatments", {
      "trichotest.description": (text) => text.replace("40", "forty"),
    });
    expect(problemsOf(all)).toEqual([
      {
        language: "en",
        namespace: "treatments",
        key: "trichotest.description",
        rule: "fact_missing",
        detail: { fact: "40 genes" },
      },
    ]);
  });

  it("find a search-result summary over 160 characters", () => {
    const all = repositoryWith("fr", "treatments", { "nctf.summary": () => "a".repeat(161) });
    expect(problemsOf(all)).toEqual([
      {
        language: "fr",
        namespace: "treatments",
        key: "nctf.summary",
        rule: "too_long",
        detail: { length: 161, max: 160 },
      },
    ]);
  });

  it("find a description under 80 words, with a percentage", () => {
    const all = repositoryWith("it", "treatments", { "prp.description": () => "Migliora il 90 % dei casi." });
    expect(problemsOf(all)).toEqual([
      {
        language: "it",
        namespace: "treatments",
        key: "prp.description",
        rule: "too_few_words",
        detail: { count: 6, min: 80 },
      },
      {
        language: "it",
        namespace: "treatments",
        key: "prp.description",
        rule: "invented_percentage",
        detail: { found: "90 %" },
      },
    ]);
  });

  it("find a medicine's brand in a treatment's name", () => {
    const all = repositoryWith("es", "treatments", { "alluzience.title": () => "Alluzience" });
    expect(problemsOf(all)).toEqual([
      {
        language: "es",
        namespace: "treatments",
        key: "alluzience.title",
        rule: "prescription_brand",
        detail: { brands: "alluzience" },
      },
    ]);
  });

  it("find a page title of two words that another page already has", () => {
    const all = repositoryWith("pt", "treatments", {
      "prp.page_title": () => "Plasma rico",
      "prp_facial.page_title": () => "Plasma rico",
    });
    expect(problemsOf(all)).toEqual([
      {
        language: "pt",
        namespace: "treatments",
        key: "prp.page_title",
        rule: "title_words",
        detail: { count: 2, min: 3 },
      },
      {
        language: "pt",
        namespace: "treatments",
        key: "prp_facial.page_title",
        rule: "title_words",
        detail: { count: 2, min: 3 },
      },
      {
        language: "pt",
        namespace: "treatments",
        key: "prp_facial.page_title",
        rule: "duplicate_title",
        detail: { other: "PRP capilar" },
      },
    ]);
  });

  it("want written consent before a genetic test's sample", () => {
    const all = repositoryWith("en", "treatments", {
      "trichotest.description": (text) => text.replace("your written consent", "your consent"),
    });
    expect(problemsOf(all)).toEqual([
      {
        language: "en",
        namespace: "treatments",
        key: "trichotest.description",
        rule: "written_consent_missing",
        detail: { words: "written consent" },
      },
    ]);
  });

  it("refuse an injection in the Brazilian exosome texts", () => {
    const all = repositoryWith("pt", "treatments", { "exossomes.title": () => "Injeção de exossomos" });
    expect(problemsOf(all)).toEqual([
      {
        language: "pt",
        namespace: "treatments",
        key: "exossomes.title",
        rule: "injection_mentioned",
        detail: { found: "Injeç" },
      },
    ]);
  });

  it("notice that English itself lacks a treatment's name", () => {
    const all = repositoryWith("en", "treatments", { "sculptra.title": () => undefined });
    expect(problemsOf(all)).toEqual([
      { language: "en", namespace: "treatments", key: "sculptra.title", rule: "treatment_text_missing" },
      ...languages
        .filter((language) => language !== "en")
        .map((language) => ({ language, namespace: "treatments", key: "sculptra.title", rule: "extra_key" })),
    ]);
  });
});

describe("the editor's messages", () => {
  it("exist for every rule and no other (staff:content_rules; the other languages have the same keys)", () => {
    expect(Object.keys(allTexts().en.staff?.content_rules ?? {}).sort()).toEqual([...textRules].sort());
  });

  it("say what is wrong with the problem's detail, placeholders shown as written", () => {
    const [problem] = checkTexts(
      texts({ common: { greeting: "Hello {{name}}" } }, { fr: { common: { greeting: "Bonjour {{nom}}" } } }),
    );
    const t = serverT("fr", "staff");
    expect(t(`content_rules.${problem?.rule ?? "empty"}`, problem?.detail ?? {})).toBe(
      "Gardez exactement les champs variables du texte anglais\u00a0: {{name}} (ce texte contient {{nom}}). Le site les remplit avec les données de la clinique.",
    );
  });
});

describe("the length of titles and search texts", () => {
  it("refuses a heading of 160 characters and a search title of 103, naming their limits", () => {
    const heading = "Beleza avançada e atemporal ".repeat(6).trim().slice(0, 160);
    const searchTitle =
      "{{name}}: medicina estética, tratamientos capilares y trasplantes de pelo en São Paulo, Lisboa y Madrid";
    expect(searchTitle).toHaveLength(103);
    expect(
      problemsOf(repositoryWith("pt", "home", { "solutions.title": () => heading })).map(({ rule, detail }) => [
        rule,
        detail,
      ]),
    ).toEqual([["title_too_long", { length: 160, max: 80 }]]);
    expect(
      problemsOf(repositoryWith("es", "home", { "meta.title": () => searchTitle })).map(({ rule, detail }) => [
        rule,
        detail,
      ]),
    ).toEqual([["too_long", { length: 103, max: 60 }]]);
    // A treatment's name is a heading too.
    expect(
      problemsOf(
        repositoryWith("it", "treatments", { "prp.title": (title) => `${title} ${"e ancora ".repeat(10)}` }),
      ).map(({ rule }) => rule),
    ).toEqual(["title_too_long"]);
  });

  it("takes a title at its limit, and a paragraph of any length", () => {
    expect(problemsOf(repositoryWith("fr", "home", { "solutions.title": () => "É".repeat(80) }))).toEqual([]);
    expect(problemsOf(repositoryWith("en", "home", { "hero.subtitle": (text) => `${text} ${text} ${text}` }))).toEqual(
      [],
    );
  });
});

describe("a text typed with a keyboard's quotes, as a draft keeps it", () => {
  it("gets the language's quotation marks, and its typographic apostrophe outside English", () => {
    expect(typographic("fr", `L'équipe dit "bonjour" à l'accueil`)).toBe(
      "L’équipe dit «\u00a0bonjour\u00a0» à l’accueil",
    );
    expect(typographic("it", `Dell'estetica "medica"`)).toBe("Dell’estetica «medica»");
    expect(typographic("es", `Tratamiento "sin prisas"`)).toBe("Tratamiento «sin prisas»");
    expect(typographic("pt", `O "nós" da clínica`)).toBe("O “nós” da clínica");
    expect(typographic("en", `We're "here" for you`)).toBe("We're “here” for you");
    // A quote left open stays as typed, for the rules to point at; the rest of the text is untouched.
    expect(typographic("pt", `Um "só lado`)).toBe(`Um "só lado`);
    expect(typographic("fr", "Texte <policy>politique</policy> {{name}}")).toBe(
      "Texte <policy>politique</policy> {{name}}",
    );
    // What it makes breaks no rule of typography.
    expect(checkTypography("fr", typographic("fr", `L'accueil "du matin"`))).toEqual([]);
  });
});
