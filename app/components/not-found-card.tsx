import { ButtonLink } from "~/components/ui/button";
import { commonWords } from "~/locales/common";
import { useWords } from "~/components/use-words";
import { Card } from "~/components/ui/card";

/** A page whose link names nothing we can show (a missing service, a wrong booking or application link), with a way home. */
export function NotFoundCard({ title, children }: { title: string; children: string }) {
  const words = useWords(commonWords);
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <Card className="p-8 text-center">
        <h1 className="text-2xl font-bold">{title}</h1>
        <p className="mt-2 text-muted-foreground">{children}</p>
        <ButtonLink to="/" className="mt-6">
          {words.backHome}
        </ButtonLink>
      </Card>
    </div>
  );
}
