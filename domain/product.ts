// The product's name as documents and structured data print it (the PDF producer, a DOCX's description, JSON-LD's
// publisher). The author of a student's document is the student, never the product (edge/accounts/document-author.ts).
export const PRODUCT_NAME = 'Кампус'
