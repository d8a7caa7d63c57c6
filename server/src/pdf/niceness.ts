/**
 * The niceness of the PDF work (Chromium's threads, the thread rendering resumes for it): printing gives
 * way to the server's own work (the API's requests, the database), which wins the CPU on a busy
 * machine; PDFs use what is left (docs/decisions.md, 'Chromium prints at niceness 10').
 */
export const PDF_NICENESS = 10;
