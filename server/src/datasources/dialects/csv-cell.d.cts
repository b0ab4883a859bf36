/** OWASP neutralisation: a leading single quote makes a formula-like cell text; numbers stay numbers. */
export declare function neutralise(text: string): string;
/** One cell of an export's CSV, exactly as csvWriter writes it (csv-cell.cjs says how). */
export declare function csvCell(value: unknown): string;
