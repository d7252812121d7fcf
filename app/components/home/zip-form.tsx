import { Form } from "@remix-run/react";
import { useEffect, useState } from "react";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { TextField } from "~/components/ui/text-field";
import { SearchIcon } from "~/components/ui/icons";
import { ZIP_FIELD_CONSTRAINTS } from "~/domain/zip";
import { constraintMessage } from "~/components/field-constraints";

/**
 * Step 1. A GET form to "/": the server validates and answers with step 2 or this form again
 * with the error; with JavaScript the field's own constraints are checked before the request,
 * and the error goes as the value is fixed. One field needs no form library, so home ships none.
 */
export function ZipForm({ serverError, defaultZip }: { serverError?: string | null; defaultZip?: string }) {
  const [error, setError] = useState<string | null>(serverError ?? null);
  useEffect(() => setError(serverError ?? null), [serverError]);
  return (
    <Card className="mx-auto w-full max-w-md p-6 sm:p-8">
      <h2 className="text-xl font-semibold">Find Services in Your Area</h2>
      <Form
        method="get"
        action="/"
        className="mt-4 space-y-3"
        noValidate
        onSubmit={(event) => {
          const input = event.currentTarget.elements.namedItem("zip");
          if (!(input instanceof HTMLInputElement)) return;
          const message = constraintMessage(input);
          if (!message) return;
          event.preventDefault();
          setError(message);
          input.focus();
        }}
      >
        <TextField
          id="zip-form-zip"
          name="zip"
          label="Zip code"
          hideLabel
          placeholder="Enter your zip code"
          defaultValue={defaultZip ?? ""}
          error={error}
          onInput={(event) => {
            if (error) setError(constraintMessage(event.currentTarget));
          }}
          {...ZIP_FIELD_CONSTRAINTS}
          autoComplete="postal-code"
        />
        <Button type="submit" size="lg" className="w-full">
          <SearchIcon />
          Find Services
        </Button>
      </Form>
    </Card>
  );
}
