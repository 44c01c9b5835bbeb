import classes from './variants.module.css'

const dots = Array.from({ length: 25 }, (_, index) => ({
  x: 8 + (index % 5) * 14,
  y: 8 + Math.floor(index / 5) * 14,
}))

/** The basic frame's decoration: soft brand shapes behind two corners of the card. */
export function BasicShapes() {
  return (
    <>
      <svg className={classes.shapeTop} viewBox="0 0 160 160" aria-hidden="true" focusable="false">
        <rect x="22" y="22" width="112" height="112" rx="26" fill="var(--shape-fill)" />
        <rect
          x="40"
          y="40"
          width="112"
          height="112"
          rx="26"
          fill="none"
          stroke="var(--shape-line)"
          strokeOpacity="0.35"
          strokeWidth="2"
          strokeDasharray="6 8"
        />
        {dots.map(({ x, y }) => (
          <circle key={`${x}-${y}`} cx={x} cy={y} r="2.5" fill="var(--shape-line)" opacity="0.4" />
        ))}
      </svg>
      <svg
        className={classes.shapeBottom}
        viewBox="0 0 170 170"
        aria-hidden="true"
        focusable="false"
      >
        <circle cx="96" cy="96" r="62" fill="var(--shape-fill)" />
        <circle
          cx="96"
          cy="96"
          r="74"
          fill="none"
          stroke="var(--shape-line)"
          strokeOpacity="0.3"
          strokeWidth="2"
        />
        <rect
          x="18"
          y="24"
          width="22"
          height="22"
          rx="6"
          fill="var(--mantine-color-orange-5)"
          opacity="0.55"
        />
        <circle cx="150" cy="30" r="7" fill="var(--mantine-color-teal-5)" opacity="0.55" />
        <path d="M34 132l3 7 7 3-7 3-3 7-3-7-7-3 7-3z" fill="var(--shape-line)" opacity="0.5" />
      </svg>
    </>
  )
}
