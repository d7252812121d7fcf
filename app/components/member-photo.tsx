/** A member's photo, small and round (decorative: the name is beside it). */
export function MemberPhoto({ url }: { url: string }) {
  return <img src={url} alt="" width={40} height={40} loading="lazy" className="h-10 w-10 shrink-0 rounded-full object-cover" />;
}
