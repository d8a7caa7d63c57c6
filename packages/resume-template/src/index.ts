export { ResumeDocument, type ResumeDocumentProps } from './ResumeDocument';
export { ResumePrintStyle } from './styles';
export { RESUME_FONT_FACES, RESUME_FONT_STACK, resumeFontFaceCss, type ResumeFontFace } from './fonts';
export { loadDocumentTexts } from './documentTexts';
