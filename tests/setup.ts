// Shared by every unit test: DOM matchers for component tests (harmless in node tests).
import '@testing-library/jest-dom/vitest';
