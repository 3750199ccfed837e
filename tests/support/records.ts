import type { Fields, RecordKind } from "~/features/records/record-kind";

/**
 * What the record kinds' tests read of a kind's records: the records these fields leave, and their problems as
 * `<id>.<field>:<rule>` lines (a rule's detail is checked apart, where it matters).
 */
export function recordsOf<R>(kind: RecordKind<Fields, R>, fields: Readonly<Record<string, string>>) {
  const { all, problems } = kind.recordsOf(fields);
  return { all: all.map(({ record }) => record), problems };
}

export const ruleLines = (problems: ReadonlyArray<{ id: string; field: string; rule: string }>) =>
  problems.map(({ id, field, rule }) => `${id}.${field}:${rule}`);
