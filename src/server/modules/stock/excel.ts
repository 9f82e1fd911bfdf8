/**
 * ExcelJS, loaded when a sheet is first read or written: a process that never sees a sheet need
 * not hold it and its zip libraries in memory (docs/decisions/192).
 */
export const loadExcel = async () => (await import('exceljs')).default;
