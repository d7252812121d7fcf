import { getSelectProps, type FieldMetadata } from "~/components/use-form";
import { splitKey } from "./field";
import { SelectField, type SelectFieldProps } from "./select-field";

type SelectProps = SelectFieldProps & {
  /** A useForm field, taken whole (as Field takes one). */
  meta?: FieldMetadata;
};

/** A labelled native select of a useForm form (or a plain one without `meta`), with its error beside it like Field. */
export function Select({ meta, ...props }: SelectProps) {
  if (!meta) return <SelectField {...props} />;
  const { key, props: fromMeta } = splitKey(getSelectProps(meta));
  return <SelectField key={key} {...fromMeta} error={meta.errors?.[0]} {...props} />;
}
