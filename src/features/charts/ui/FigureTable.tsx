import { VisuallyHidden } from '@mantine/core'

export interface TextAlternative {
  columns: readonly string[]
  rows: readonly (readonly string[])[]
}

/**
 * A chart's figures as a visually hidden table, captioned with the chart's title, for screen
 * readers and axe: the first cell of a row names it (a month, a line), the others are values.
 */
export function FigureTable({ caption, table }: { caption: string; table: TextAlternative }) {
  return (
    <VisuallyHidden>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {table.columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, index) => (
            <tr key={index}>
              {row.map((cell, column) =>
                column === 0 ? (
                  <th key={column} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={column}>{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </VisuallyHidden>
  )
}
