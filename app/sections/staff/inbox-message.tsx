import { Trans, useTranslation } from "react-i18next";
import type { RequestStatus } from "~/features/contact/request-status";
import { StaffMessage } from "./staff-message";

/** A change the inbox refused; nothing was changed. */
export type InboxRefusal = "expired_form" | "bad_form" | "gone";

/** What the last change did, as the list's address says after it (`saved=<id>`, `done=erased|gone`). */
export type InboxChange = { kind: "saved"; name: string; status: RequestStatus } | { kind: "erased" | "gone" };

/** The line above the list that says what just happened: a refusal (an alert) over a change's notice. */
export function InboxMessage({ refusal, change }: { refusal?: InboxRefusal; change: InboxChange | null }) {
  const { t } = useTranslation("staff");
  if (refusal) return <StaffMessage kind="error">{t(`inbox.${refusal}`)}</StaffMessage>;
  if (!change) return null;
  return (
    <StaffMessage kind="notice">
      {change.kind === "saved" ? (
        // The patient's name in <bdi>: its own direction, which cannot turn the sentence around it.
        <Trans
          t={t}
          i18nKey="inbox.status_saved"
          values={{ name: change.name, status: t(`status.${change.status}`) }}
          components={{ bdi: <bdi /> }}
        />
      ) : (
        t(change.kind === "erased" ? "inbox.erased" : "inbox.gone")
      )}
    </StaffMessage>
  );
}
