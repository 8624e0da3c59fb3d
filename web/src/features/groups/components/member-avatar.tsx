export const MemberAvatar = ({ initials }: { initials: string }) => (
  <span
    aria-hidden
    className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-800"
  >
    {initials}
  </span>
)
