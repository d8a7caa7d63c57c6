// Loading the app behind a dynamic import gives Module Federation the moment it needs to agree on
// shared singletons (React, the bus, i18n) before any of them runs.
void import('./bootstrap');
