import type { ComponentProps, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import staff from "./staff-page.module.css";

/** A form the content pages post, with the session's token the action checks (readStaffForm). */
export function PostForm({ csrf, children, ...form }: { csrf: string } & ComponentProps<"form">) {
  return (
    <form method="post" {...form}>
      <input type="hidden" name="csrf" value={csrf} />
      {children}
    </form>
  );
}

/** A form's main button, in a row of its own; `intent` where the action tells the buttons of a page apart. */
export function SubmitRow({ label, intent, className }: { label: string; intent?: string; className?: string }) {
  return (
    <div className={className ?? staff.buttons}>
      <button type="submit" name={intent && "intent"} value={intent} className={staff.primaryButton}>
        {label}
      </button>
    </div>
  );
}

/** "Publish" where drafts are edited: the drafts made here alone go live (the site's other drafts stay). */
export function PublishForm({ csrf, label }: { csrf: string; label: string }) {
  return (
    <PostForm csrf={csrf} className={staff.buttons}>
      <button type="submit" name="intent" value="publish" className={`${staff.button} ${staff.longButton}`}>
        {label}
      </button>
    </PostForm>
  );
}

/**
 * A content page's header: the way back (to the hub unless `back` says otherwise), its heading and intro, what else
 * it says first (`children`), and the link to the page with the drafts, which opens in a tab of its own.
 */
export function ContentHeader({
  back,
  heading,
  intro,
  preview,
  loose = false,
  children,
}: {
  back?: { href: string; text?: string };
  heading: ReactNode;
  intro?: ReactNode;
  preview?: { href: string; text: string } | null;
  /** Without the header's tight spacing (the lists of records). */
  loose?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation("staff");
  return (
    <header className={loose ? undefined : staff.stackTight}>
      {back && (
        <p>
          <a href={back.href} className={staff.textLink}>
            {back.text ?? t("content.back")}
          </a>
        </p>
      )}
      <h1 className={staff.heading}>{heading}</h1>
      {intro && <p className={staff.intro}>{intro}</p>}
      {children}
      {preview && (
        <p>
          <a href={preview.href} className={staff.textLink} target="_blank" rel="noopener">
            {preview.text}
          </a>{" "}
          {t("content.editor.preview_note")}
        </p>
      )}
    </header>
  );
}
