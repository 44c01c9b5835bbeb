import { describe, expect, it } from 'vitest'
import {
  bands,
  niceCeil,
  radarPolygon,
  slices,
  spoke,
  trendPaths,
  trendXs,
  yScale,
} from './geometry'

describe('niceCeil', () => {
  it('rounds up to 1, 2, 2.5 or 5 times a power of ten', () => {
    expect(niceCeil(87)).toBe(100)
    expect(niceCeil(180)).toBe(200)
    expect(niceCeil(2100)).toBe(2500)
    expect(niceCeil(3.2)).toBe(5)
    expect(niceCeil(500)).toBe(500)
  })
  it('gives a usable axis for nothing, zero or negatives', () => {
    expect(niceCeil(0)).toBe(1)
    expect(niceCeil(-4)).toBe(1)
    expect(niceCeil(Number.NaN)).toBe(1)
  })
})

describe('yScale', () => {
  it('puts 0 at the bottom and the top at 0, clamping negatives', () => {
    const y = yScale(200, 100)
    expect(y(0)).toBe(100)
    expect(y(200)).toBe(0)
    expect(y(50)).toBe(75)
    expect(y(-10)).toBe(100)
  })
})

describe('bands', () => {
  it('splits the width evenly and centres each bar in its band', () => {
    const [first, second] = bands(4, 400, 0.5)
    expect(first).toEqual({ x: 25, width: 50, center: 50 })
    expect(second?.center).toBe(150)
  })
  it('has no bands for no data or no room', () => {
    expect(bands(0, 400)).toEqual([])
    expect(bands(3, 0)).toEqual([])
  })
})

describe('trends', () => {
  it('spreads points from edge to edge, or centres a single one', () => {
    expect(trendXs(3, 100)).toEqual([0, 50, 100])
    expect(trendXs(1, 100)).toEqual([50])
    expect(trendXs(0, 100)).toEqual([])
  })
  it('draws a line through every point and closes the area on the base', () => {
    const { line, area, points } = trendPaths([0, 10, 5], 100, 50, 10)
    expect(points).toEqual([
      [0, 50],
      [50, 0],
      [100, 25],
    ])
    expect(line.startsWith('M0,50')).toBe(true)
    expect(area).toContain('L100,50')
  })
})

describe('slices', () => {
  it('draws a slice per positive value, keeping the data order', () => {
    const drawn = slices([3, 0, 1], 50, 30)
    expect(drawn.map((slice) => slice.index)).toEqual([0, 2])
    expect(drawn.every((slice) => slice.path.startsWith('M'))).toBe(true)
  })
  it('draws nothing when everything is zero', () => {
    expect(slices([0, 0], 50, 30)).toEqual([])
  })
})

describe('radar', () => {
  it('starts straight up and goes clockwise', () => {
    const [x, y] = spoke(0, 4, 10)
    expect(x).toBeCloseTo(0)
    expect(y).toBeCloseTo(-10)
    const [x1, y1] = spoke(1, 4, 10)
    expect(x1).toBeCloseTo(10)
    expect(y1).toBeCloseTo(0)
  })
  it('scales each value on its spoke', () => {
    const points = radarPolygon([10, 5], 100, 10)
      .split(' ')
      .map((point) => point.split(',').map(Number))
    expect(points[0]?.[1]).toBeCloseTo(-100)
    expect(points[1]?.[1]).toBeCloseTo(50)
  })
})
