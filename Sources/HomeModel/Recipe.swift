public import Basics

/// The Cookbook's recipe: its title card, the ingredients sheet and the
/// "Step 1 of 6" cards (the step count is the list's length).
public struct Recipe: Sendable, Equatable {
  public var title: String
  /// Where it comes from ("Home Cookbook").
  public var source: String
  public var minutes: Int
  public var serves: Int
  public var ingredients: [Ingredient]
  public var steps: [RecipeStep]

  public init(title: String, source: String, minutes: Int, serves: Int, ingredients: [Ingredient], steps: [RecipeStep]) {
    self.title = title
    self.source = source
    self.minutes = minutes
    self.serves = serves
    self.ingredients = ingredients
    self.steps = steps
  }

  /// "Home Cookbook • 35 min. • Serves 4"
  public var subtitle: String { "\(source) • \(minutes) min. • Serves \(serves)" }

  public static func decode(_ node: ConfigNode) throws(ConfigError) -> Recipe {
    let o = try node.object(keys: ["title", "source", "minutes", "serves", "ingredients", "steps"])
    return Recipe(
      title: try Read.text(try o.required("title")),
      source: try Read.text(try o.required("source")),
      minutes: try o.required("minutes").int(in: 1...1440),
      serves: try o.required("serves").int(in: 1...50),
      ingredients: try Read.array(try o.required("ingredients"), count: 1...30, noun: "ingredients", Ingredient.decode),
      steps: try Read.array(try o.required("steps"), count: 1...20, noun: "steps", RecipeStep.decode))
  }
}

/// One line of the ingredients sheet: "2 tbsp" "olive oil".
public struct Ingredient: Sendable, Equatable {
  /// Amount with its unit, as a cook writes it ("1 medium", "1/2 cup", "to taste").
  public var quantity: String
  public var name: String

  public init(quantity: String, name: String) {
    self.quantity = quantity
    self.name = name
  }

  public static func decode(_ node: ConfigNode) throws(ConfigError) -> Ingredient {
    let o = try node.object(keys: ["quantity", "name"])
    return Ingredient(quantity: try Read.text(try o.required("quantity")), name: try Read.text(try o.required("name")))
  }
}

/// One step card: a short title and a sentence or two.
public struct RecipeStep: Sendable, Equatable {
  public var title: String
  public var text: String

  public init(title: String, text: String) {
    self.title = title
    self.text = text
  }

  public static func decode(_ node: ConfigNode) throws(ConfigError) -> RecipeStep {
    let o = try node.object(keys: ["title", "text"])
    return RecipeStep(title: try Read.text(try o.required("title")), text: try Read.text(try o.required("text")))
  }
}
