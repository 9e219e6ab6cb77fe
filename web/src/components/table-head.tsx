/** A table's column headings; numeric columns align to the end, as their cells do. */
export function TableHead(props: { columns: Array<string | { label: string; numeric: true }> }) {
  return (
    <thead>
      <tr>
        {props.columns.map((column) =>
          typeof column === 'string' ? (
            <th scope="col" key={column}>
              {column}
            </th>
          ) : (
            <th scope="col" class="num" key={column.label}>
              {column.label}
            </th>
          ),
        )}
      </tr>
    </thead>
  );
}
