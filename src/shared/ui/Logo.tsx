interface LogoProps {
  size?: number
}

export function Logo({ size = 32 }: LogoProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true">
      <rect width="64" height="64" rx="14" fill="var(--mantine-color-brand-6, #7367F0)" />
      <path
        d="M20 34c0-8 5-14 13-14 5 0 8 2 10 5l-5 4c-1-2-3-3-5-3-4 0-7 3-7 8s3 8 7 8c2 0 4-1 5-3l5 4c-2 3-5 5-10 5-8 0-13-6-13-14z"
        fill="#fff"
      />
    </svg>
  )
}
