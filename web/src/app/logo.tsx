export const Logo = () => (
  <span className="flex items-center gap-2 text-xl font-extrabold tracking-tight text-brand-800">
    <img src="/icon.svg" alt="" className="size-8" />
    Forkcast
  </span>
)
