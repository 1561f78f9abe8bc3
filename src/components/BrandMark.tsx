/** The BugLens mark: a ladybird inside a lens. Decorative; the brand name is always next to it. */
export default function BrandMark({ className = "h-8 w-8" }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <circle cx="16" cy="16" r="15" fill="#2b6139" />
      <circle cx="16" cy="16" r="11.5" fill="#eef5ec" />
      <path d="M16 10.5a6 6 0 0 1 6 6.2c0 3.6-2.7 6.3-6 6.3s-6-2.7-6-6.3a6 6 0 0 1 6-6.2z" fill="#c2410c" />
      <path d="M12.6 11.4a4 4 0 0 1 6.8 0 4.3 4.3 0 0 0-6.8 0z" fill="#14291b" />
      <circle cx="16" cy="10.2" r="2.4" fill="#14291b" />
      <path d="M16 12.5v10.4" stroke="#14291b" strokeWidth="1" />
      <circle cx="13.2" cy="15.6" r="1.1" fill="#14291b" />
      <circle cx="18.8" cy="15.6" r="1.1" fill="#14291b" />
      <circle cx="13.6" cy="19.3" r="1" fill="#14291b" />
      <circle cx="18.4" cy="19.3" r="1" fill="#14291b" />
    </svg>
  )
}
