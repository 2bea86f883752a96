/**
 * A row that cannot be read, in words for the user. Thrown by the cell readers and a layout's rules; the table reader
 * turns it into `Baris N: <reason>` (Convert Mutasi: the Excel row), so a format's code reads as the list of its fields.
 */
export class RowProblem extends Error {}
