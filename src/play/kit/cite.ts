/** How a book's page links a rule the engine cited: its label and its short link, where it has one. */
export type Cite = (rule: string) => { readonly label: string; readonly href: string | undefined };
