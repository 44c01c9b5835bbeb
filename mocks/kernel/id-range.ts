/**
 * Which ids this storage may make. In local mode, and on a device not connected, every id is its
 * own to take: "highest id + 1", as the contract says. Once devices share one book, two devices
 * offline must never make the same id, and the ids stay the positive integers of the contract: so
 * each connected device makes ids only in its own block of a million (device 3: 3,000,001 to
 * 3,999,999), the "highest + 1" of that block, and the agency server makes its own below the
 * first block. A device's number comes from the server when the device connects (mocks/sync).
 */
export const ID_BLOCK = 1_000_000

export interface IdRange {
  low: number
  high: number
}

const everything: IdRange = { low: 1, high: Number.POSITIVE_INFINITY }
let current: IdRange = everything

/**
 * The block of device `deviceNo` (1, 2, ...), the server's own (0), or every id (null: a device
 * on its own).
 */
export function idRangeOf(deviceNo: number | null): IdRange {
  if (deviceNo === null) return everything
  if (deviceNo === 0) return { low: 1, high: ID_BLOCK - 1 }
  return { low: deviceNo * ID_BLOCK + 1, high: (deviceNo + 1) * ID_BLOCK - 1 }
}

export function setIdRange(deviceNo: number | null): void {
  current = idRangeOf(deviceNo)
}

export const idRange = (): IdRange => current
