import { getInputProps, type FieldMetadata } from "~/components/use-form";
import { TextField, type TextFieldProps } from "./text-field";

type InputType = Parameters<typeof getInputProps>[1]["type"];

type FieldProps = Omit<TextFieldProps, "type"> & {
  type?: InputType;
  /**
   * A useForm field, taken whole: its name, id, default value and first error
   * (props given beside it win). Without it, Field is a plain labelled input.
   */
  meta?: FieldMetadata;
};

/** A field's props without its `key` (which React must get directly). */
export function splitKey<P extends { key?: string | undefined }>(props: P): { key: string | undefined; props: Omit<P, "key"> } {
  const { key, ...rest } = props;
  return { key, props: rest };
}

/** A labelled input of a useForm form (or a plain one without `meta`). */
export function Field({ meta, type = "text", ...props }: FieldProps) {
  if (!meta) return <TextField type={type} {...props} />;
  const { key, props: fromMeta } = splitKey(getInputProps(meta, { type }));
  return <TextField key={key} {...fromMeta} error={meta.errors?.[0]} {...props} />;
}
