import { describe, expect, it } from "vitest";
import { gridMove } from "./grid-keys";

// Seven options three wide:  0 1 2 / 3 4 5 / 6
describe("gridMove", () => {
  it("moves along the row and stops at the ends", () => {
    expect(gridMove("ArrowRight", 2, 7, 3)).toBe(3);
    expect(gridMove("ArrowRight", 6, 7, 3)).toBe(6);
    expect(gridMove("ArrowLeft", 3, 7, 3)).toBe(2);
    expect(gridMove("ArrowLeft", 0, 7, 3)).toBe(0);
  });

  it("moves a row up or down in the same column; into a shorter last row, to its last option", () => {
    expect(gridMove("ArrowDown", 1, 7, 3)).toBe(4);
    expect(gridMove("ArrowDown", 5, 7, 3)).toBe(6);
    expect(gridMove("ArrowDown", 6, 7, 3)).toBe(6);
    expect(gridMove("ArrowUp", 4, 7, 3)).toBe(1);
    expect(gridMove("ArrowUp", 2, 7, 3)).toBe(2);
  });

  it("Home and End go to the first and last option; other keys are not its own", () => {
    expect(gridMove("Home", 5, 7, 3)).toBe(0);
    expect(gridMove("End", 1, 7, 3)).toBe(6);
    expect(gridMove("Enter", 1, 7, 3)).toBeNull();
  });

  it("one column is a list", () => {
    expect(gridMove("ArrowDown", 0, 3, 1)).toBe(1);
    expect(gridMove("ArrowDown", 2, 3, 0)).toBe(2);
  });
});
