// The types of orders.pdf-page-boxes.worker.mjs (plain JavaScript, run inside the PDF worker).
export declare const PAGE_BOXES_MAX_PAGES: number;
export declare function readPageBoxes(doc: {
  numPages: number;
  getPage: (n: number) => Promise<{ view: number[]; rotate: number; userUnit: number }>;
}): Promise<number[][] | null>;
