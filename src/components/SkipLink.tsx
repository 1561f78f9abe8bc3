export default function SkipLink({ label, targetId, lang }: { label: string; targetId: string; lang?: string }) {
  return (
    <a
      href={`#${targetId}`}
      lang={lang}
      className="sr-only focus:not-sr-only focus:fixed focus:start-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-surface focus:px-4 focus:py-2 focus:font-semibold focus:text-leaf-800 focus:shadow-lg"
    >
      {label}
    </a>
  )
}
