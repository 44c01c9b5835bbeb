import type { Icon } from '@tabler/icons-react'

interface IllustrationProps {
  icon: Icon
  /** A glyph drawn large on each side of the icon: "4" turns the scene into 4 (icon) 4. */
  flank?: string
}

/**
 * A calm, brand-tinted scene built from shapes and one Tabler icon, so every misc page has a
 * picture without shipping image files (they must also show offline before any cache warms).
 */
export function Illustration({ icon: IconComponent, flank }: IllustrationProps) {
  const halo = flank ? 64 : 84
  return (
    <div
      style={{ position: 'relative', width: 260, maxWidth: '100%', aspectRatio: '13 / 10' }}
      aria-hidden="true"
    >
      <svg
        viewBox="0 0 260 200"
        width="100%"
        height="100%"
        style={{ position: 'absolute', inset: 0 }}
      >
        <ellipse
          cx="130"
          cy="182"
          rx="92"
          ry="10"
          fill="var(--mantine-color-default-border)"
          opacity="0.6"
        />
        <circle cx="130" cy="96" r={halo} fill="var(--mantine-color-brand-light)" />
        <circle
          cx="130"
          cy="96"
          r={halo - 16}
          fill="none"
          stroke="var(--mantine-color-brand-filled)"
          strokeOpacity="0.35"
          strokeWidth="2"
          strokeDasharray="6 8"
        />
        {flank &&
          [34, 226].map((x) => (
            <text
              key={x}
              x={x}
              y="134"
              textAnchor="middle"
              fontSize="108"
              fontWeight="800"
              fill="var(--mantine-color-brand-filled)"
            >
              {flank}
            </text>
          ))}
        <circle cx="34" cy="46" r="6" fill="var(--mantine-color-brand-filled)" opacity="0.5" />
        {!flank && (
          <circle cx="226" cy="62" r="4" fill="var(--mantine-color-orange-5)" opacity="0.7" />
        )}
        <circle cx="214" cy="150" r="7" fill="var(--mantine-color-teal-5)" opacity="0.45" />
        <circle cx="50" cy="140" r="3.5" fill="var(--mantine-color-yellow-5)" opacity="0.8" />
        <path
          d="M206 26l3 7 7 3-7 3-3 7-3-7-7-3 7-3z"
          fill="var(--mantine-color-brand-filled)"
          opacity="0.55"
        />
        {!flank && (
          <path
            d="M56 90l2 5 5 2-5 2-2 5-2-5-5-2 5-2z"
            fill="var(--mantine-color-orange-5)"
            opacity="0.6"
          />
        )}
      </svg>
      <div
        style={{
          position: 'absolute',
          left: '50%',
          top: '48%',
          transform: 'translate(-50%, -50%)',
          width: 92,
          height: 92,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          color: 'var(--mantine-color-white)',
          background:
            'linear-gradient(135deg, var(--mantine-color-brand-6), var(--mantine-color-brand-9))',
          boxShadow: '0 12px 28px -8px rgba(115, 103, 240, 0.55)',
        }}
      >
        <IconComponent size={46} stroke={1.6} />
      </div>
    </div>
  )
}
