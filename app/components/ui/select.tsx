import { getSelectProps, type FieldMetadata } from "@conform-to/react";
import { conformProps } from "./field";
import { SelectField, type SelectFieldProps } from "./select-field";

type SelectProps = SelectFieldProps & {
  /** A conform field, taken whole (as Field takes one). */
  meta?: FieldMetadata<unknown>;
};

/** A labelled native select of a conform form (or a plain one without `meta`), with its error beside it like Field. */
export function Select({ meta, ...props }: SelectProps) {
  if (!meta) return <SelectField {...props} />;
  const { key, props: fromMeta } = conformProps(getSelectProps(meta as FieldMetadata<string>, { ariaAttributes: false }));
  return <SelectField key={key} {...fromMeta} error={meta.errors?.[0]} {...props} />;
}
