// jest-dom's matchers (toBeInTheDocument, …) on jest's `expect` for every test file of the front end. Each
// package's own tsconfig names these types; the one type check of the shared packages (root
// tsconfig.shared.json) reads them here, where the test kit's dependency resolves.
import '@testing-library/jest-dom';
