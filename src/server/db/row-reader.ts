import { getTableColumns, type InferSelectModel, type Table } from 'drizzle-orm';

/**
 * A table's columns for a hand-written, prepared statement on a hot path
 * (decisions 049, 078), with the row read back exactly as Drizzle reads it
 * (each column's own `mapFromDriverValue`). Written once from the schema, so a
 * new column reaches these statements without anyone editing them.
 */
export function rowReader<T extends Table>(table: T, alias: string, prefix = '') {
  const columns = Object.entries(getTableColumns(table));
  return {
    /** `alias."column" as "prefixKey", …` for a select list. */
    columnsSql: columns.map(([key, column]) => `${alias}."${column.name}" as "${prefix}${key}"`).join(', '),
    read(row: Record<string, unknown>): InferSelectModel<T> {
      const result: Record<string, unknown> = {};
      for (const [key, column] of columns) {
        const value = row[`${prefix}${key}`];
        result[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
      }
      return result as InferSelectModel<T>;
    },
  };
}
