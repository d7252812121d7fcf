import { Link } from "@remix-run/react";
import { useWords } from "~/components/use-words";
import { homeWords } from "~/locales/home";
import { categoryWords } from "~/locales/discovery";
import { CategoryIcon } from "~/components/category-icon";
import { CATEGORIES } from "~/domain/discovery/categories";

/** Step 2's picker: each card is a link to the list for that category. */
export function CategoryPicker({ zip }: { zip: string }) {
  const words = useWords(homeWords);
  const categories = useWords(categoryWords);
  return (
    <section aria-labelledby="category-heading" className="space-y-4">
      <div>
        <h2 id="category-heading" className="text-xl font-semibold">
          {words.chooseCategory}
        </h2>
        <p className="text-muted-foreground">{words.chooseCategoryHint}</p>
      </div>
      <ul className="grid grid-cols-1 gap-4 md:grid-cols-2">
        {CATEGORIES.map((category) => (
          <li key={category.id}>
            <Link
              to={`/?${new URLSearchParams({ zip, category: category.id })}`}
              className="flex h-full items-start gap-4 rounded-xl border border-border bg-card p-5 shadow-sm transition hover:border-primary hover:shadow-md"
            >
              <CategoryIcon icon={category.icon} tone={category.tone} />
              <span>
                <span className="block text-lg font-semibold">{categories[category.id]}</span>
                <span className="block text-muted-foreground">{categories[`${category.id}.description`]}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
