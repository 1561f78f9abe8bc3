/**
 * A phone framing a ladybird on a leaf, with the app's answer card below it. Drawn inline so the
 * hero paints with the HTML: no image request, no layout shift.
 */
export default function HeroIllustration({
  label,
  className,
  lang,
}: {
  label: string
  className?: string
  lang?: string
}) {
  return (
    <svg className={className} viewBox="0 0 360 420" role="img" aria-label={label} lang={lang}>
      <defs>
        <linearGradient id="hero-screen" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#dcebd8" />
          <stop offset="1" stopColor="#b9d6b0" />
        </linearGradient>
        <linearGradient id="hero-leaf" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#4f9a5f" />
          <stop offset="1" stopColor="#2b6139" />
        </linearGradient>
      </defs>

      {/* Backdrop */}
      <circle cx="186" cy="214" r="168" className="fill-leaf-100" />
      <circle cx="300" cy="70" r="26" fill="#f2b33d" opacity="0.9" />
      <path d="M24 330c30-46 78-60 118-48-26 34-70 56-118 48z" fill="#347646" opacity="0.55" />
      <path d="M300 360c18-40 48-54 48-54s6 40-48 54z" fill="#347646" opacity="0.45" />

      {/* Phone */}
      <rect x="96" y="22" width="180" height="370" rx="32" fill="#14291b" />
      <rect x="106" y="34" width="160" height="346" rx="24" fill="url(#hero-screen)" />
      <rect x="160" y="44" width="52" height="8" rx="4" fill="#14291b" />

      {/* Leaf with the ladybird */}
      <path d="M122 250c6-74 58-128 128-136-4 78-54 132-128 136z" fill="url(#hero-leaf)" />
      <path d="M128 244c30-36 66-74 112-120" stroke="#1f4a2b" strokeWidth="3" fill="none" strokeLinecap="round" />
      <g transform="translate(186 176) rotate(-38)">
        <ellipse cx="0" cy="0" rx="27" ry="31" fill="#c2410c" />
        <path d="M0-31v62" stroke="#14291b" strokeWidth="2.5" />
        <path d="M-20-20a27 27 0 0 1 40 0 24 24 0 0 0-40 0z" fill="#14291b" />
        <circle cx="0" cy="-33" r="11" fill="#14291b" />
        <circle cx="-4" cy="-37" r="2.4" fill="#f7f5ee" />
        <circle cx="4" cy="-37" r="2.4" fill="#f7f5ee" />
        <circle cx="-12" cy="-4" r="5" fill="#14291b" />
        <circle cx="12" cy="-4" r="5" fill="#14291b" />
        <circle cx="-11" cy="14" r="4.5" fill="#14291b" />
        <circle cx="11" cy="14" r="4.5" fill="#14291b" />
        <circle cx="0" cy="24" r="3.5" fill="#14291b" />
      </g>

      {/* Scan frame */}
      <g stroke="#f2b33d" strokeWidth="5" strokeLinecap="round" fill="none">
        <path d="M134 122v-18h18" />
        <path d="M220 104h18v18" />
        <path d="M238 214v18h-18" />
        <path d="M152 232h-18v-18" />
      </g>

      {/* The app's answer */}
      <rect x="118" y="270" width="136" height="92" rx="16" fill="#ffffff" />
      <circle cx="144" cy="298" r="13" fill="#2b6139" />
      <path
        d="M138 298l4.5 4.5 8-9"
        stroke="#ffffff"
        strokeWidth="3"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <rect x="164" y="290" width="72" height="8" rx="4" fill="#14291b" />
      <rect x="164" y="304" width="48" height="7" rx="3.5" fill="#8aa390" />
      <rect x="132" y="326" width="108" height="7" rx="3.5" fill="#dcebd8" />
      <rect x="132" y="340" width="80" height="7" rx="3.5" fill="#dcebd8" />

      {/* A bee passing by */}
      <g transform="translate(58 120)">
        <ellipse cx="0" cy="-12" rx="10" ry="7" fill="#ffffff" opacity="0.9" />
        <ellipse cx="14" cy="-12" rx="10" ry="7" fill="#ffffff" opacity="0.9" />
        <ellipse cx="7" cy="0" rx="16" ry="11" fill="#f2b33d" />
        <path d="M1-10v20M10-10v20" stroke="#14291b" strokeWidth="4" />
        <circle cx="-9" cy="0" r="5" fill="#14291b" />
      </g>
      <path
        d="M78 134c20 18 6 40 28 52"
        stroke="#14291b"
        strokeWidth="2"
        strokeDasharray="3 6"
        fill="none"
        strokeLinecap="round"
        opacity="0.5"
      />
    </svg>
  )
}
