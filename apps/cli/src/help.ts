// The --help texts. Kept beside each other so the three read as one manual.
export const MAIN_HELP = `reviewsentry - check whether a product's reviews look fake

Usage:
  reviewsentry scrape <url> [--out reviews.csv] [--format csv|json]
  reviewsentry analyze <file.csv | url | -> [--json]
  reviewsentry <command> --help

Commands:
  scrape    Read a product's reviews from a shop page and write them as CSV or JSON
  analyze   Analyse the reviews of a CSV file (or of a product link) and print the verdict

Exit codes: 0 done, 1 the file, shop or analysis failed (the reason is printed), 2 wrong usage, 130 interrupted.
`;

export const SCRAPE_HELP = `Usage: reviewsentry scrape <url> [options]

Reads the product and its reviews from a shop page (Amazon, Flipkart, Walmart, Best Buy, Etsy, Target,
Trustpilot, or any page with schema.org review data), following review pages up to the limits.

Options:
  -o, --out <file>         Write to this file instead of standard output
  -f, --format <csv|json>  csv: one row per review, readable by 'reviewsentry analyze' and spreadsheets
                           json: the full scrape result (product, reviews, coverage)
                           Default: json when --out ends in .json, csv otherwise
      --max-reviews <n>    Stop after n reviews (default: SCRAPER_MAX_REVIEWS or 200)
      --max-pages <n>      Read at most n pages (default: SCRAPER_MAX_PAGES or 10)
  -q, --quiet              No progress messages on standard error
  -h, --help               Show this help

Progress goes to standard error, the data to standard output (or --out), so the output can be piped.
Cells starting with = + - @ are prefixed with an apostrophe so a spreadsheet never runs them as formulas.
`;

export const ANALYZE_HELP = `Usage: reviewsentry analyze <file.csv | url | -> [options]

Analyses reviews and prints the verdict (Genuine, Likely Fake, Fake), the share of fake reviews with its
95 % interval, the trust score and grade, the rating without the fake reviews, alerts and the most
suspicious reviews. A CSV with several products gets one summary per product plus one for the file.
'-' reads the CSV from standard input. A link is scraped first, as 'reviewsentry scrape' does.

Options:
      --json               Print the full analysis as JSON (the AnalysisResult of the web API, plus
                           'coverage', and 'product' for a link or 'products' for a multi-product CSV)
      --top <n>            How many suspicious reviews to list (default 5, 0 for none)
      --max-reviews <n>    For a link: stop after n reviews (default: SCRAPER_MAX_REVIEWS or 200)
      --max-pages <n>      For a link: read at most n pages (default: SCRAPER_MAX_PAGES or 10)
  -q, --quiet              No progress messages on standard error
  -h, --help               Show this help

Colours are used when standard output is a terminal; set NO_COLOR=1 to turn them off.
`;
