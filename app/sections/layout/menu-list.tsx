import { useTranslation } from "react-i18next";
import { useScheduling } from "~/features/scheduling/scheduling-context";
import { useSectionLink } from "~/hooks/use-section-link";
import type { SectionId } from "~/pages";
import { menuEntries } from "./menu-entries";

interface MenuListProps {
  className?: string;
  itemClassName?: string;
  /** Called before an entry acts, e.g. to close the drawer. */
  onChoose?: () => void;
}

/** The four menu entries, shared by the top bar and the drawer. */
export function MenuList({ className, itemClassName, onChoose }: MenuListProps) {
  const { t } = useTranslation();
  const scheduling = useScheduling();
  return (
    <ul className={className}>
      {menuEntries.map((entry) => (
        <li key={entry.label}>
          {entry.kind === "schedule" ? (
            <button
              type="button"
              className={itemClassName}
              onClick={() => {
                onChoose?.();
                scheduling.open();
              }}
              {...scheduling.opener}
            >
              {t(entry.label)}
            </button>
          ) : (
            <SectionLink section={entry.section} className={itemClassName} onChoose={onChoose}>
              {t(entry.label)}
            </SectionLink>
          )}
        </li>
      ))}
    </ul>
  );
}

function SectionLink(props: { section: SectionId; className?: string; onChoose?: () => void; children: string }) {
  const link = useSectionLink(props.section, props.onChoose);
  return (
    <a className={props.className} {...link}>
      {props.children}
    </a>
  );
}
