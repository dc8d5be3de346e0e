import { describe, expect, it } from "vitest";
import { filterUsers } from "./filter-users";

const users = [
  { id: "1", email: "aminah@contoh.my", firstName: "Aminah", lastName: "Yusof" },
  { id: "2", email: "raj.kumar@syarikat.com", firstName: "Raj", lastName: "Kumar" },
  { id: "3", email: "zoe@example.com", firstName: "Zoë", lastName: "Tan" },
  { id: "4", email: "nameless@example.com", firstName: "", lastName: "" },
];
const ids = (query: string) => filterUsers(users, query).map((u) => u.id);

describe("filterUsers (the dashboard's recent-users search)", () => {
  it("keeps everyone for an empty or blank query", () => {
    expect(ids("")).toEqual(["1", "2", "3", "4"]);
    expect(ids("   ")).toEqual(["1", "2", "3", "4"]);
  });

  it("searches email, first name and last name, ignoring case", () => {
    expect(ids("SYARIKAT")).toEqual(["2"]);
    expect(ids("aminah")).toEqual(["1"]);
    expect(ids("kumar")).toEqual(["2"]);
    expect(ids("example.com")).toEqual(["3", "4"]);
  });

  it("needs every word, across first and last name", () => {
    expect(ids("aminah yusof")).toEqual(["1"]);
    expect(ids("raj tan")).toEqual([]);
  });

  it("ignores accents", () => {
    expect(ids("zoe")).toEqual(["3"]);
    expect(ids("Zoë")).toEqual(["3"]);
  });

  it("does not change the list it was given", () => {
    const copy = [...users];
    filterUsers(users, "raj");
    expect(users).toEqual(copy);
  });
});
