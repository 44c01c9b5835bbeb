import { VisuallyHidden } from '@mantine/core'

export interface Figures {
  columns: readonly string[]
  rows: readonly (readonly string[])[]
}

/**
 * The figures a chart draws, as a visually hidden table: what screen readers (and axe) read in
 * place of the drawing. The first column names each row.
 */
export function FiguresTable({ caption, figures }: { caption: string; figures: Figures }) {
  return (
    <VisuallyHidden>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {figures.columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {figures.rows.map((row, index) => (
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
