import { useTranslation } from "react-i18next";
import type { DayOfWeek } from "~/config/clinic";
import { weekForm } from "~/config/opening-hours";
import type { RecordFieldView } from "~/features/records/record-view";
import { type Language, languageNames, languages } from "~/i18n/languages";
import styles from "./content.module.css";
import { countedBy, TextCount } from "./content-editor";
import staff from "./staff-page.module.css";

const inputTypes = {
  line: "text",
  number: "text",
  decimal: "text",
  date: "date",
  time: "time",
  url: "url",
  tel: "tel",
  email: "email",
};

/**
 * One field of a record's form (docs/staff.md#records), whatever its kind: its label, its control, its hint, and
 * whether the last save refused it. Every kind's form is a list of these, made from its declaration
 * (app/features/records).
 */
export function RecordField({
  field,
  value,
  texts,
  refused,
}: {
  field: RecordFieldView;
  value: string;
  texts?: Readonly<Record<Language, string>>;
  refused: boolean;
}) {
  const { t } = useTranslation("staff");
  // A drafted field is marked as the section editor marks one: a tag beside its label.
  const label = (
    <>
      {field.label}
      {field.drafted && " "}
      {field.drafted && <span className={styles.tag}>{t("content.treatments.drafted")}</span>}
    </>
  );
  const hintId = field.hint ? `${field.id}-hint` : field.describedBy;
  const invalid = refused ? true : undefined;
  const hint = field.hint && (
    <p id={hintId} className={staff.muted}>
      {field.hint}
    </p>
  );

  switch (field.control) {
    case "checkbox":
      return (
        <label className={`${styles.choice} ${styles.wide}`}>
          <input id={field.id} type="checkbox" name={field.name} value="yes" defaultChecked={value === "yes"} />
          {label}
        </label>
      );
    case "checkboxes": {
      const ticked = new Set(value.split(" "));
      return (
        <fieldset id={field.id} className={`${styles.choices} ${styles.wide}`} aria-describedby={hintId}>
          <legend className={staff.label}>{label}</legend>
          {field.options?.map((option) => (
            <label key={option.value} className={styles.choice}>
              <input type="checkbox" name={field.name} value={option.value} defaultChecked={ticked.has(option.value)} />
              {option.label}
            </label>
          ))}
          {hint}
        </fieldset>
      );
    }
    case "texts": {
      const countId = (language: Language) => `${field.id}-${language}-count`;
      const describedBy = (language: Language) =>
        [hintId, field.limit ? countId(language) : ""].filter(Boolean).join(" ") || undefined;
      return (
        <fieldset id={field.id} className={`${styles.group} ${styles.wide}`}>
          <legend className={styles.groupHeading}>{label}</legend>
          {hint}
          <div className={staff.fields}>
            {languages.map((language) => {
              // The same field in each language, a larger box for a text of several lines.
              const props = {
                id: `${field.id}-${language}`,
                name: `${field.name}_${language}`,
                lang: language,
                required: !field.optional,
                maxLength: field.maxLength,
                defaultValue: texts?.[language] ?? "",
                "aria-describedby": describedBy(language),
                "aria-invalid": invalid,
                ...countedBy(field.limit, countId(language)),
                className: staff.input,
              };
              return (
                <div key={language} className={staff.field}>
                  <label htmlFor={props.id} className={staff.label}>
                    {languageNames[language]}
                  </label>
                  {/* A text of several lines, or one longer than a field shows (a search text): a box that shows it whole. */}
                  {field.multiline ? (
                    <textarea {...props} rows={5} />
                  ) : field.limit?.unit === "characters" && field.limit.max > 80 ? (
                    <textarea {...props} rows={3} />
                  ) : (
                    <input {...props} />
                  )}
                  {field.limit && <TextCount id={countId(language)} limit={field.limit} value={props.defaultValue} />}
                </div>
              );
            })}
          </div>
        </fieldset>
      );
    }
    case "week":
      return <WeekField field={field} value={value} label={label} hint={hint} hintId={hintId} invalid={invalid} />;
    default:
      break;
  }

  const common = {
    id: field.id,
    name: field.name,
    required: !field.optional,
    defaultValue: value,
    "aria-invalid": invalid,
    "aria-describedby": hintId,
    className: staff.input,
  };
  let control: React.ReactNode;
  if (field.fixed) {
    const shown = field.options?.find((option) => option.value === value)?.label ?? value;
    control = <p id={field.id}>{shown}</p>;
  } else if (field.control === "select") {
    control = (
      <select {...common}>
        {field.optional && <option value="">{field.none ?? "—"}</option>}
        {/* Nothing chosen yet: said so, rather than showing the first choice as if it were stored. */}
        {!field.optional && value === "" && (
          <option value="" disabled>
            {field.choose ?? "—"}
          </option>
        )}
        {field.options?.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    );
  } else if (field.control === "lines") {
    control = <textarea {...common} rows={Math.max(3, value.split("\n").length + 1)} maxLength={field.maxLength} />;
  } else {
    control = (
      <input
        {...common}
        type={inputTypes[field.control]}
        maxLength={field.control === "number" ? String(field.max ?? "").length || undefined : field.maxLength}
        // A whole number: digits on a phone's keypad, and only digits (a position, a figure, a year).
        pattern={field.control === "number" && (field.min ?? 0) >= 0 ? "[0-9]+" : undefined}
        inputMode={field.control === "decimal" ? "decimal" : field.control === "number" ? "numeric" : undefined}
      />
    );
  }
  return (
    <div className={field.control === "lines" ? `${staff.field} ${styles.wide}` : staff.field}>
      {field.fixed ? (
        <span className={staff.label}>{label}</span>
      ) : (
        <label htmlFor={field.id} className={staff.label}>
          {label}
        </label>
      )}
      {control}
      {hint}
    </div>
  );
}

/**
 * A week's opening hours (a location's): a row per day, its tick for open and its four times (opens, break starts,
 * break ends, closes), sent as parts the save puts together (config/opening-hours.ts). A closed day offers the
 * first open day's times, ready for the day it opens.
 */
function WeekField({
  field,
  value,
  label,
  hint,
  hintId,
  invalid,
}: {
  field: RecordFieldView;
  value: string;
  label: React.ReactNode;
  hint: React.ReactNode;
  hintId: string | undefined;
  invalid: true | undefined;
}) {
  const days = weekForm(value);
  const model = Object.values(days).find((day) => day.open);
  const words = field.week;
  // Each time's part of the form's names and its word, and the day's time it shows.
  const times = [
    ["opens", "opens"],
    ["break_starts", "breakStarts"],
    ["break_ends", "breakEnds"],
    ["closes", "closes"],
  ] as const;
  return (
    <fieldset id={field.id} className={`${styles.group} ${styles.wide}`} aria-describedby={hintId}>
      <legend className={styles.groupHeading}>{label}</legend>
      {hint}
      {field.options?.map(({ value: name, label: dayName }) => {
        const day = days[name as DayOfWeek];
        const shown = day.open || !model ? day : { ...model, open: false };
        const id = `${field.id}-${name.toLowerCase()}`;
        return (
          <fieldset key={name} className={styles.day}>
            {/* The legend names the day's group; the grid shows the day as its first cell (a legend is no grid item). */}
            <legend className="visually-hidden">{dayName}</legend>
            <div className={styles.dayHead}>
              <span className={styles.dayName} aria-hidden="true">
                {dayName}
              </span>
              <label className={styles.choice}>
                <input type="checkbox" name={`${field.name}_${name}_open`} value="yes" defaultChecked={day.open} />
                {words?.open}
              </label>
            </div>
            {times.map(([part, time]) => (
              <div key={part} className={styles.dayTime}>
                <label htmlFor={`${id}-${part}`} className={styles.dayTimeLabel}>
                  {words?.[part]}
                </label>
                <input
                  id={`${id}-${part}`}
                  type="time"
                  name={`${field.name}_${name}_${part}`}
                  defaultValue={shown[time]}
                  aria-invalid={invalid}
                  className={staff.input}
                />
              </div>
            ))}
          </fieldset>
        );
      })}
    </fieldset>
  );
}
