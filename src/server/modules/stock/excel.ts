/**
 * ExcelJS, loaded when a sheet is first read or written: it and its zip libraries are about
 * 16 MB of a process's memory, which a process that never sees a sheet need not hold.
 */
export const loadExcel = async () => (await import('exceljs')).default;
