import { CompiledQuery, sql, type Compilable, type RawBuilder } from "kysely";
import type { Executor } from "./db.server";

/** A named value of a prepared query, given when it runs. */
class Slot {
  constructor(readonly name: string) {}
}

/** Places a named value in a prepared query. */
export type SlotOf<Values> = <T = unknown>(name: keyof Values & string) => RawBuilder<T>;

/**
 * A Kysely query compiled once and then run with new values, for the hottest reads (the customer's
 * search), where compiling again costs more than running. `build` places each value with
 * `slot(name)`; any other value is fixed when it is compiled.
 *
 *   const byCategory = preparedQuery<{ category: string }>()((slot) => db.selectFrom(...).where("category", "=", slot("category")));
 *   const rows = await byCategory(db, { category: "home-services" });
 */
export function preparedQuery<Values extends Record<string, unknown>>() {
  return <Row>(build: (slot: SlotOf<Values>) => Compilable<Row>) => {
    let compiled: CompiledQuery<Row> | null = null;
    return async (executor: Executor, values: Values): Promise<Row[]> => {
      compiled ??= build(<T>(name: keyof Values & string) => sql.val(new Slot(name)) as RawBuilder<T>).compile();
      const parameters = compiled.parameters.map((parameter) => (parameter instanceof Slot ? values[parameter.name] : parameter));
      const { rows } = await executor.executeQuery<Row>(CompiledQuery.raw(compiled.sql, parameters));
      return rows;
    };
  };
}
