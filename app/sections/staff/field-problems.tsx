import styles from "./staff-message.module.css";

/**
 * Why a form's values were refused, one line per field: the field's name, a link to it, and the rule's message (an
 * alert, read out when it appears; nothing of the form was kept).
 */
export function FieldProblems({ items }: { items: ReadonlyArray<{ id: string; label: string; message: string }> }) {
  return (
    <div role="alert" className={styles.error}>
      <ul>
        {items.map(({ id, label, message }) => (
          <li key={`${id} ${message}`}>
            <a href={`#${id}`}>{label}</a>: {message}
          </li>
        ))}
      </ul>
    </div>
  );
}
