import { type InputHTMLAttributes, type ReactNode, useId } from "react";
import styles from "./contact-form.module.css";

interface FieldProps {
  name: string;
  label: string;
  error?: string;
  hint?: string;
  defaultValue?: string;
  type?: "text" | "email" | "tel";
  maxLength?: number;
  autoComplete: string;
  inputMode?: InputHTMLAttributes<HTMLInputElement>["inputMode"];
  /** Given: a native select with these options (and the placeholder as its empty first option). */
  options?: ReadonlyArray<{ code: string; name: string }>;
  placeholder?: string;
  /** The field may stay empty (a select whose empty option is an answer: "No preference"). */
  optional?: boolean;
}

/** A labelled text field or select, its hint and its error tied to it for assistive technology. */
export function Field({
  name,
  label,
  error,
  hint,
  defaultValue,
  type = "text",
  options,
  placeholder,
  optional = false,
  ...rest
}: FieldProps) {
  const id = useId();
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ") || undefined;
  const common = {
    id,
    name,
    defaultValue: defaultValue ?? "",
    "aria-invalid": error ? true : undefined,
    "aria-describedby": described,
    "aria-required": optional ? undefined : true,
    className: options ? styles.select : styles.input,
  };
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {options ? (
        <select {...common} autoComplete={rest.autoComplete}>
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.code} value={option.code}>
              {option.name}
            </option>
          ))}
        </select>
      ) : (
        <input {...common} type={type} {...rest} />
      )}
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

/** A consent checkbox, unticked at first, with its error under it. */
export function Checkbox({ name, label, error }: { name: string; label: ReactNode; error?: string }) {
  const id = useId();
  return (
    <div className={styles.checkField}>
      <div className={styles.check}>
        <input
          id={id}
          type="checkbox"
          name={name}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          aria-required
        />
        <label htmlFor={id}>{label}</label>
      </div>
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
