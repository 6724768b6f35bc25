### Made by: the tests
### Reviewed by a teacher: no

-bias = bias
-weight = { $case ->
   *[nom] weight
    [gen] weight's
}
-brand = Hyperplane
    .gender = neuter

## A group comment.

# The plain case.
hello = Hello, { $name }!
plain = Plain text.
refs = { hello } and { -brand }
term-args = the { -weight(case: "gen") } sign and the { -weight }
attrs = Train
    .title = One step (s)
    .aria-label = Train the { -bias }
only-attrs =
    .title = Just a title
multi =
    First line,
      indented line.

    After a blank line.
inline-multi = Starts here
    and goes on.
count = { $n ->
    [0] no points
    [one] one point
   *[other] { $n } points
}
cs-count = { $n ->
    [one] { $n } bod
    [few] { $n } body
    [many] { $n } bodu
   *[other] { $n } bodů
}
str-select = { $kind ->
    [error] Error: { $text }
   *[other] { $text }
}
term-select = { -brand.gender ->
    [neuter] it
   *[other] they
}
nums = { NUMBER($x, maximumFractionDigits: 2) } · { NUMBER($p, maximumFractionDigits: 0) } % · { NUMBER($p, maximumFractionDigits: 1) } % · { $x }
sig = { NUMBER($x, maximumSignificantDigits: 3) }
fixed-one = { NUMBER($n, minimumFractionDigits: 1) ->
    [one] one exactly
   *[other] { NUMBER($n, minimumFractionDigits: 1) } of them
}
literals = { "{" }braces{ "}" } { "\u00e9" } { 1.50 }
nested = Method: { $method }.
