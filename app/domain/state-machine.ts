/**
 * A state machine as a table: for each state, the states it may move to and who may move it there.
 * Models change a row only by a compare-and-set whose `where status in (…)` is `sources(to, by)`,
 * so a move the table does not name cannot happen and of two racing moves one applies.
 */
export type MoveTable<S extends string, B extends string> = { readonly [From in S]: { readonly [To in S]?: readonly B[] } };

export type StateMachine<S extends string, B extends string> = {
  readonly name: string;
  readonly states: readonly S[];
  /** The states a row may be written in when it is created. */
  readonly initial: readonly S[];
  readonly table: MoveTable<S, B>;
  isState(value: unknown): value is S;
  /** Whether `by` may move a row from `from` to `to`. */
  allows(from: string, to: S, by: B): boolean;
  /** Every state `by` may move a row out of into `to`: the compare-and-set's sources. */
  sources(to: S, by: B): S[];
  /** The states `by` may move a row in `from` to. */
  targets(from: string, by: B): S[];
  /** Every allowed move, for tests and documentation. */
  moves(): Array<{ from: S; to: S; by: readonly B[] }>;
};

/**
 * Builds a machine and nothing else, so a module marks the call `@__PURE__`: a page that imports
 * the module for something else then keeps no machine it never reads (decision 0047's reasons).
 */
export function stateMachine<S extends string, B extends string>(
  name: string,
  definition: { initial: readonly S[]; table: MoveTable<S, B> },
): StateMachine<S, B> {
  const states = Object.keys(definition.table) as S[];
  const isState = (value: unknown): value is S => typeof value === "string" && (states as readonly string[]).includes(value);
  const byOf = (from: S, to: S): readonly B[] => definition.table[from][to] ?? [];
  return {
    name,
    states,
    initial: definition.initial,
    table: definition.table,
    isState,
    allows: (from, to, by) => isState(from) && byOf(from, to).includes(by),
    sources: (to, by) => states.filter((from) => byOf(from, to).includes(by)),
    targets: (from, by) => (isState(from) ? states.filter((to) => byOf(from, to).includes(by)) : []),
    moves: () => states.flatMap((from) => states.filter((to) => byOf(from, to).length > 0).map((to) => ({ from, to, by: byOf(from, to) }))),
  };
}
