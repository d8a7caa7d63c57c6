require('@testing-library/jest-dom');

// findBy*/waitFor give up after 1 s by default. On a 2-core machine running the whole suite (or several
// suites at once) the first render of a lazily loaded page can take longer than that, which made correct
// tests fail by the clock. A failing expectation still fails, only later.
require('@testing-library/react').configure({ asyncUtilTimeout: 5000 });
