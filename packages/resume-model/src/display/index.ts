export * from './links';
export * from './placeholders';
export * from './resume-display';
export * from './list-sections';
export * from './profile-display';
export * from './contact-privacy';
export * from './document-language';
