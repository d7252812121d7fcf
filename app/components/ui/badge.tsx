import type { ReactNode } from "react";
import { cx } from "./cx";

export type BadgeTone = "neutral" | "primary" | "success" | "warning" | "destructive";

const TONES: Record<BadgeTone, string> = {
  neutral: "bg-muted text-foreground",
  primary: "bg-primary-soft text-primary-soft-foreground",
  success: "bg-success-soft text-success",
  warning: "bg-accent text-accent-foreground",
  destructive: "bg-destructive-soft text-destructive",
};

export function Badge({ tone = "neutral", children, className }: { tone?: BadgeTone; children: ReactNode; className?: string }) {
  return (
    <span
      className={cx("inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold text-balance", TONES[tone], className)}
    >
      {children}
    </span>
  );
}
